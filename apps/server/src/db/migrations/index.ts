import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_staff_totp_replay';
import * as m0003 from './0003_ledger';
import * as m0004 from './0004_tickets_news';
import * as m0005 from './0005_kyc';
import * as m0006 from './0006_deposits_withdrawals';
import * as m0007 from './0007_notifications';
import * as m0008 from './0008_adjustments';
import * as m0009 from './0009_staking';
import * as m0010 from './0010_team';
import * as m0011 from './0011_settlement';
import * as m0012 from './0012_profit_payable';
import * as m0013 from './0013_idempotency_result';
import * as m0014 from './0014_wallet_login';
import * as m0015 from './0015_chain_deposits';
import * as m0016 from './0016_contract_stakes';
import * as m0017 from './0017_activation_codes';
import * as m0018 from './0018_mall';
import * as m0019 from './0019_stores';
import * as m0020 from './0020_payout_changes';
import * as m0021 from './0021_news_versions';
import * as m0024 from './0024_rank_names';
import * as m0026 from './0026_country_currency';
import * as m0027 from './0027_stored_files';

/** Every migration, in order. Names sort in the order they run; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_staff_totp_replay': m0002,
  '0003_ledger': m0003,
  '0004_tickets_news': m0004,
  '0005_kyc': m0005,
  '0006_deposits_withdrawals': m0006,
  '0007_notifications': m0007,
  '0008_adjustments': m0008,
  '0009_staking': m0009,
  '0010_team': m0010,
  '0011_settlement': m0011,
  '0012_profit_payable': m0012,
  '0013_idempotency_result': m0013,
  '0014_wallet_login': m0014,
  '0015_chain_deposits': m0015,
  '0016_contract_stakes': m0016,
  '0017_activation_codes': m0017,
  '0018_mall': m0018,
  '0019_stores': m0019,
  '0020_payout_changes': m0020,
  '0021_news_versions': m0021,
  '0024_rank_names': m0024,
  '0026_country_currency': m0026,
  '0027_stored_files': m0027,
};
