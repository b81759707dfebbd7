import type { TestApp } from '../../test/build-test-app';
import { okData, post } from '../../test/http';

/** Opens a ticket as a member with a JSON body (no pictures) and answers its id; a refusal fails the test. */
export async function openTicket(
  t: TestApp,
  token: string,
  body: { title: string; category: string; content: string },
) {
  return okData(await post(t, '/api/ticket/create-ticket', body, { token })).id as string;
}
