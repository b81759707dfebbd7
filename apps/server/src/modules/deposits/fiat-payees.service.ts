import type { FiatPayee, FiatPayeeInput } from '@tandem/contracts';
import type { Deps } from '../../deps';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/principals';
import { recordAuditAs, staffIdOf } from '../audit/audit.service';
import { findFiatPayee, findFiatPayees, isCountryCurrency, upsertFiatPayee } from './deposits.repository';

/** Where members pay fiat deposits: one bank account per currency (decisions 019, 027). */
export function listFiatPayees(deps: Pick<Deps, 'db'>): Promise<FiatPayee[]> {
  return findFiatPayees(deps.db);
}

/** Sets (or replaces) the payee of a currency, audited as fiat_payee.set with the account before and after. */
export async function setFiatPayee(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: Required<FiatPayeeInput>,
  actor: AuditActor,
): Promise<FiatPayee[]> {
  // A typo ("SGP", the country, for SGD) would keep an account no member is ever shown.
  if (!(await isCountryCurrency(deps.db, input.currency))) throw AppError.fields({ currency: 'invalid' });
  const at = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    const before = await findFiatPayee(trx, input.currency);
    await upsertFiatPayee(trx, input, at, staffIdOf(actor));
    await recordAuditAs(trx, actor, {
      action: 'fiat_payee.set',
      targetType: 'fiat_payee',
      targetId: input.currency,
      before: before ?? null,
      after: input,
      at,
    });
  });
  return listFiatPayees(deps);
}
