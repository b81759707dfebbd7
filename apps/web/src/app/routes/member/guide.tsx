import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { HelpSections } from '@/features/help/components/help-sections';
import { paths } from '@/config/paths';

/** The guide's steps in the order a new member takes them, each with the page where it is done. */
const steps = [
  { key: 'signup' },
  { key: 'secure', to: paths.member.security },
  { key: 'kyc', to: paths.member.kyc },
  { key: 'deposit', to: paths.member.deposit },
  { key: 'stake', to: paths.member.staking },
  { key: 'claim', to: paths.member.staking },
  { key: 'team', to: paths.member.inviteLink },
  { key: 'withdraw', to: paths.member.withdraw },
  { key: 'records', to: paths.member.transactionRecords },
];

/** /web/sessions/guide: the user guide, from sign-up to the first withdrawal. */
export default function GuidePage() {
  const { t } = useTranslation('help');
  return (
    <>
      <PageHeader title={t('guide.title')} backTo={paths.member.sessions} />
      <HelpSections doc="guide" part="steps" sections={steps} numbered />
    </>
  );
}
