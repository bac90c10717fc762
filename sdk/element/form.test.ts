import { afterEach, describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { inner, mount, part } from './test-support/dom.ts';

/** Submits through the browser's own algorithm (validation included) and reports what happened. */
function submit(form: HTMLFormElement): { submitted: boolean; data: FormData | null } {
  let data: FormData | null = null;
  const onSubmit = (e: SubmitEvent): void => {
    e.preventDefault();
    data = new FormData(form);
  };
  form.addEventListener('submit', onSubmit);
  form.requestSubmit();
  form.removeEventListener('submit', onSubmit);
  return { submitted: data !== null, data };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('form association', () => {
  test(
    'is a form-associated control with form, labels, willValidate ' + 'and the normalized value under its name',
    async () => {
      const el = await mount(
        '<form id="f"><label for="b">Account</label><bank-number-input ' +
          'id="b" name="account" value="gb82 west 1234 5698 7654 32"></bank-number-input></form>',
      );
      const form = document.querySelector('form')!;
      expect((el.constructor as typeof HTMLElement & { formAssociated?: boolean }).formAssociated).toBe(true);
      expect(el.form).toBe(form);
      expect(el.labels).toHaveLength(1);
      expect(el.willValidate).toBe(true);
      expect([...form.elements]).toContain(el);
      expect(el.value).toBe('GB82 WEST 1234 5698 7654 32');
      const { submitted, data } = submit(form);
      expect(submitted).toBe(true);
      expect(data!.get('account')).toBe('GB82WEST12345698765432');
    },
  );

  test('a required empty control blocks submit, fires invalid, and then shows its error', async () => {
    const el = await mount(
      '<form><bank-number-input name="account" required label="Account"></bank-number-input></form>',
    );
    const form = el.form!;
    let invalidEvents = 0;
    el.addEventListener('invalid', () => invalidEvents++);
    expect(el.validity.valueMissing).toBe(true);
    expect(el.matches(':invalid')).toBe(true);
    expect(part(el, 'message')).toBeNull();

    expect(submit(form).submitted).toBe(false);
    expect(invalidEvents).toBe(1);
    await el.updateComplete;
    expect(el.matches(':state(invalid)')).toBe(true);
    expect(part(el, 'message')!.textContent).toBe(el.validationMessage);
    expect(el.validationMessage).not.toBe('');
    expect(inner(el).getAttribute('aria-invalid')).toBe('true');
    expect(inner(el).required).toBe(true);

    inner(el).focus();
    await userEvent.keyboard('021000021');
    expect(el.validity.valid).toBe(true);
    expect(submit(form).data!.get('account')).toBe('021000021');
  });

  test('an invalid number is typeMismatch with the first error as message and blocks submit', async () => {
    const el = await mount('<form><bank-number-input name="account" label="Account"></bank-number-input></form>');
    inner(el).focus();
    await userEvent.keyboard('GB82 WEST 1234 5698 7654 33');
    expect(el.validity.typeMismatch).toBe(true);
    expect(el.validity.valid).toBe(false);
    expect(el.validationMessage).toBe(el.envelope!.result.errors[0]!.message);
    expect(el.checkValidity()).toBe(false);
    expect(el.reportValidity()).toBe(false);
    expect(el.matches(':invalid')).toBe(true);
    expect(submit(el.form!).submitted).toBe(false);

    el.form!.noValidate = true;
    expect(submit(el.form!).data!.get('account')).toBe('GB82WEST12345698765433');
  });

  test('setCustomValidity sets customError over a valid number, and clears with an empty string', async () => {
    const el = await mount(
      '<form><bank-number-input name="account" value="021000021" label="Account"></bank-number-input></form>',
    );
    expect(el.checkValidity()).toBe(true);
    el.setCustomValidity('This account is closed.');
    await el.updateComplete;
    expect(el.validity.customError).toBe(true);
    expect(el.validationMessage).toBe('This account is closed.');
    expect(part(el, 'message')!.textContent).toBe('This account is closed.');
    expect(submit(el.form!).submitted).toBe(false);
    el.setCustomValidity('');
    expect(el.validity.valid).toBe(true);
    expect(submit(el.form!).submitted).toBe(true);
  });

  test('form reset restores the value attribute and forgets the interaction', async () => {
    const el = await mount(
      '<form><bank-number-input name="account" required value="12-34-56" label="Account"></bank-number-input></form>',
    );
    const form = el.form!;
    expect(el.defaultValue).toBe('12-34-56');
    inner(el).focus();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await el.updateComplete;
    expect(el.value).toBe('');
    expect(el.matches(':state(invalid)')).toBe(true);

    form.reset();
    await el.updateComplete;
    expect(el.value).toBe('12-34-56');
    expect(inner(el).value).toBe('12-34-56');
    expect(el.validity.valid).toBe(true);
    expect(el.matches(':state(valid)')).toBe(true);
    expect(new FormData(form).get('account')).toBe('123456');

    // A reset to an empty default shows no error until the user interacts again.
    el.removeAttribute('value');
    el.value = 'x';
    form.reset();
    await el.updateComplete;
    expect(el.value).toBe('');
    expect(el.validity.valueMissing).toBe(true);
    expect(el.matches(':state(invalid)')).toBe(false);
    expect(part(el, 'message')).toBeNull();
  });

  test('the value attribute moves the value only until the value is changed', async () => {
    const el = await mount('<bank-number-input value="021000021" label="Account"></bank-number-input>');
    el.setAttribute('value', '026009593');
    expect(el.value).toBe('026009593');
    el.value = '011000015';
    el.setAttribute('value', '121000248');
    expect(el.value).toBe('011000015');
    el.defaultValue = '322271627';
    await el.updateComplete;
    expect(el.getAttribute('value')).toBe('322271627');
  });

  test('disabled, directly or through a disabled fieldset: not editable, not validated, not submitted', async () => {
    const el = await mount(
      '<form><fieldset><bank-number-input name="account" required value="021000021" ' +
        'label="Account"></bank-number-input></fieldset><input name="other" ' +
        'value="x"></form>',
    );
    const form = el.form!;
    const fieldset = form.querySelector('fieldset')!;

    fieldset.disabled = true;
    await el.updateComplete;
    expect(el.matches(':disabled')).toBe(true);
    expect(inner(el).disabled).toBe(true);
    expect(el.willValidate).toBe(false);
    expect(new FormData(form).has('account')).toBe(false);

    fieldset.disabled = false;
    await el.updateComplete;
    expect(inner(el).disabled).toBe(false);
    expect(new FormData(form).get('account')).toBe('021000021');

    el.disabled = true;
    await el.updateComplete;
    expect(el.hasAttribute('disabled')).toBe(true);
    expect(inner(el).disabled).toBe(true);
    expect(new FormData(form).has('account')).toBe(false);
    el.value = '';
    expect(submit(form).submitted).toBe(true);
  });

  test('readonly: the user cannot edit, and the control is barred from validation as native inputs are', async () => {
    const el = await mount(
      '<form><bank-number-input name="account" readonly required label="Account"></bank-number-input></form>',
    );
    expect(inner(el).readOnly).toBe(true);
    expect(el.willValidate).toBe(false);
    inner(el).focus();
    await userEvent.keyboard('021000021');
    expect(el.value).toBe('');
    expect(submit(el.form!).submitted).toBe(true);
  });

  test('back/forward restore puts the saved text back (formStateRestoreCallback)', async () => {
    const el = await mount('<form><bank-number-input name="account" label="Account"></bank-number-input></form>');
    el.formStateRestoreCallback('GB82 WEST 1234 5698 7654 32');
    await el.updateComplete;
    expect(inner(el).value).toBe('GB82 WEST 1234 5698 7654 32');
    expect(new FormData(el.form!).get('account')).toBe('GB82WEST12345698765432');
    expect(el.validity.valid).toBe(true);
  });

  test('Enter submits the form, as in a native text field', async () => {
    const el = await mount(
      '<form><bank-number-input name="account" label="Account"></bank-number-input><button>Send</button></form>',
    );
    const form = el.form!;
    const submitted: Array<string | null> = [];
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submitted.push(new FormData(form).get('account') as string | null);
    });
    inner(el).focus();
    await userEvent.keyboard('12-34-56{Enter}');
    expect(submitted).toEqual(['123456']);
    await userEvent.keyboard('7{Enter}');
    expect(submitted).toHaveLength(1);
  });
});
