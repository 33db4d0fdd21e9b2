export * from './commons/commons';
export * from './companies/companies';
export * from './countries/countries';
export * from './directors/directors';
export * from './languages/languages';
export * from './licensors/licensors';
export * from './producers/producers';
export * from './products/products';
