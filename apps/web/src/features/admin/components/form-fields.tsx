// The bound fields moved to components/ so member forms share them; the ticket thread still imports them from here.
export { FormCheckbox, FormSelect, FormTextarea } from '@/components/form-fields';
