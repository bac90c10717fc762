/** The recipes of docs/forms.md as the tests import them (see scripts/docs/recipes.ts). */
declare module 'recipe:docs/forms.md/PayeeForm.jsx' {
  export function PayeeForm(props: { onPay: (iban: FormDataEntryValue | null) => void }): import('react').ReactNode;
}

declare module 'recipe:docs/forms.md/ControlledPayeeForm.jsx' {
  export function ControlledPayeeForm(props: {
    savedAccount: string;
    onPay: (normalized: string) => void;
  }): import('react').ReactNode;
}

declare module 'recipe:docs/forms.md/PayeeForm.vue' {
  const PayeeForm: import('vue').Component<{ savedAccount: string; onPay: (iban: FormDataEntryValue | null) => void }>;
  export default PayeeForm;
}

declare module 'recipe:docs/forms.md/PayeeForm.svelte' {
  const PayeeForm: import('svelte').Component<{
    savedAccount: string;
    onpay: (iban: FormDataEntryValue | null) => void;
  }>;
  export default PayeeForm;
}
