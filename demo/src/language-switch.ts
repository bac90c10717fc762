/**
 * The playground's language switch: sets `lang` on `<bank-number-input>`, which then speaks that
 * language (it loads the catalogue of `bank-number/locales/*` by itself and follows `lang`). The
 * envelope on the right stays English, as the server's.
 * @module
 */
import 'bank-number/element/define';

const select = document.getElementById('language') as HTMLSelectElement | null;
const field = document.getElementById('number');
if (select && field) {
  const apply = (): void => {
    field.lang = select.value;
  };
  select.addEventListener('change', apply);
  // A language the browser restored into the select after a reload.
  apply();
}
