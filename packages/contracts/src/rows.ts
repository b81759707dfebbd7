import { z } from 'zod';

/**
 * The member a back-office row is about (a KYC submission, a deposit or withdrawal in the finance
 * queue): their id, username and full name, null until they give one. Spread it where the fields stand.
 */
export const memberRowFields = {
  member_id: z.string(),
  username: z.string(),
  fullname: z.string().nullable(),
};

/**
 * A transfer between two members as one of them lists it (cash transfers, activation codes): the way it
 * went for the member reading the list, and both usernames. Spread it where the fields stand.
 */
export const transferSideFields = {
  direction: z.enum(['in', 'out']),
  from_username: z.string(),
  to_username: z.string(),
};
