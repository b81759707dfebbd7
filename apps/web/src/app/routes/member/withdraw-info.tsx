import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { openKycHint } from '@/components/kyc-hint-dialog';
import { PageLoader } from '@/components/page-loader';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';

/**
 * Guard for /web/withdraw_info/* (spec section 4). No token is handled by the shell (session
 * cleared, login opened). Without a secondary password the member sets one first; without KYC
 * approval (`can_withdraw`) the member goes to KYC, and the KYC hint dialog says why.
 */
export default function WithdrawInfoLayout() {
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
    // The spec's guard goes to /web/kyc; the hint says why over it.
    void openKycHint({ status: info.check_kyc.status, onVerify: () => {} });
    navigate(paths.member.kyc, { replace: true });
  }, [info, isAllowed, navigate]);

  if (memberInfo.isError) return <LoadError error={memberInfo.error} onRetry={() => void memberInfo.refetch()} />;
  return isAllowed ? <Outlet /> : <PageLoader />;
}
