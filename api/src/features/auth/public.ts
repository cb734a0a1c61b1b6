import argon2 from 'argon2'

/** A password's hash for citizen_user (Argon2id): weak login checks it, personal-data sets it */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id })
}
