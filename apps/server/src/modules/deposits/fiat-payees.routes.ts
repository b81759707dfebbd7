import { fiatPayeeInput, fiatPayeeSchema, payoutDeskPaths } from '@tandem/contracts';
import { z } from 'zod';
import { staffRoutes } from '../../plugins/staff-routes';
import { listFiatPayees, setFiatPayee } from './fiat-payees.service';

const payeeList = z.array(fiatPayeeSchema);

/** The finance desk sets the bank account members pay fiat deposits into, per currency. */
export const fiatPayeeRoutes = staffRoutes('admin: fiat payees', 'finance.deposits', (staff, app) => {
  staff.read(payoutDeskPaths.fiatPayees, 'The bank account fiat deposits are paid into, per currency (ISO 4217)', {
    response: payeeList,
    run: () => listFiatPayees(app.deps),
  });

  staff.action(
    payoutDeskPaths.fiatPayees,
    'Set the bank account of one currency, which members of every country paying in it see (audited as fiat_payee.set)',
    {
      body: fiatPayeeInput,
      response: payeeList,
      run: (_id, body, actor) => setFiatPayee(app.deps, body as Required<typeof body>, actor),
    },
  );
});
