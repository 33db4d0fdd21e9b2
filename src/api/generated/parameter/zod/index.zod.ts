export * from './commons/commons.zod';
export * from './companies/companies.zod';
export * from './countries/countries.zod';
export * from './directors/directors.zod';
export * from './languages/languages.zod';
export * from './licensors/licensors.zod';
export * from './producers/producers.zod';
export * from './products/products.zod';
