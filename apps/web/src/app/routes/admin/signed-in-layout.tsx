import { AdminShell } from '@/features/admin/components/admin-shell';
import { StaffGate } from '@/features/admin/components/staff-gate';

/**
 * The back office behind the sign-in: the gate (which step is missing) and the shell with its navigation. Its
 * own module, loaded after the sign-in (index.tsx, next-steps.ts), so the staff login carries none of it.
 */
export default function SignedInLayout() {
  return (
    <StaffGate>
      <AdminShell />
    </StaffGate>
  );
}
