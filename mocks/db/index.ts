import { Faker, en, tr, base } from '@faker-js/faker'

/** Fixed seed: a reload starts from the same data (DESIGN.md "Mock gateway"). */
export const MOCK_SEED = 20_261_121

/**
 * A Faker per data area, each seeded from the area's name, so adding records to one area never
 * shifts the ids of another.
 */
export function fakerFor(area: string, seed = MOCK_SEED): Faker {
  const faker = new Faker({ locale: [tr, en, base] })
  let hash = seed
  for (const char of area) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0
  faker.seed(Math.abs(hash))
  return faker
}

/** Change notices the hosts turn into hub pushes. */
export interface DbEvents {
  notificationsChanged(userId: string): void
}
