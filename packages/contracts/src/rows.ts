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
