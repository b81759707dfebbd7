import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { openNoticeModal } from '@/components/notice-modal';
import { PageLoader } from '@/components/page-loader';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';

/**
 * Guard for /web/withdraw_info/* (spec section 4). No token is handled by the shell (session
 * cleared, login opened). Without a secondary password the member sets one first; without KYC
 * approval (`can_withdraw`) a dialog says why and the member goes to KYC.
 */
export default function WithdrawInfoLayout() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const memberInfo = useMemberInfo();
  const info = memberInfo.data;
  const isAllowed = info !== undefined && info.password2 !== null && info.check_kyc.can_withdraw === 'approved';

  useEffect(() => {
    if (!info || isAllowed) return;
    if (info.password2 === null) {
      navigate(paths.member.setSecPassword, { replace: true });
      return;
    }
    openNoticeModal({ message: t('kyc_hint') });
    navigate(paths.member.kyc, { replace: true });
  }, [info, isAllowed, navigate, t]);

  if (memberInfo.isError) return <LoadError error={memberInfo.error} onRetry={() => void memberInfo.refetch()} />;
  return isAllowed ? <Outlet /> : <PageLoader />;
}
