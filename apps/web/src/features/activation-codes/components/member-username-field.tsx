import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextInput } from '@/components/form-text-input';

/** Longest username the code forms accept (the contract's own limit). */
const USERNAME_INPUT_MAX = 64;

/**
 * The member a code goes to (transfer) or an account to activate: typed as the member spells it, no
 * automatic capitals; the server says whether they are in the team.
 */
export function MemberUsernameField<T extends FieldValues>({
  hint,
  ...field
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint: string;
  testId: string;
}) {
  return (
    <FormTextInput
      {...field}
      description={hint}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={USERNAME_INPUT_MAX}
      required
    />
  );
}
