// The list's GET forms (sort, price) carry the other parameters as hidden fields, placed so that
// the browser, which sends fields in document order, sends the address's one order: without
// JavaScript a submit lands on the list's address itself, not on a redirect to it
// (worker/render/canonical-url.ts). With JavaScript the router goes to that address directly,
// leaving out what the address leaves out (an empty sort, a price range that is the whole scale).
import { useNavigate } from 'react-router';
import { canonicalListSearch } from '../data/list-query.ts';
import { useLanguage } from '../i18n/intl.ts';
import { pagePath, PRODUCTS_PATH } from '../urls.ts';

/** Hidden fields for parameters, in the order given. */
export function HiddenFields({ fields }: { fields: [string, string][] }) {
  return (
    <>
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** Submits a list form on the client: to the address its fields name, as the server would write it. */
export function useListSubmit(): (form: HTMLFormElement) => void {
  const navigate = useNavigate();
  const language = useLanguage();
  return (form) => {
    const fields = [...new FormData(form)].map(([name, value]): [string, string] => [name, typeof value === 'string' ? value : '']);
    navigate(pagePath(language, PRODUCTS_PATH) + canonicalListSearch(new URLSearchParams(fields)));
  };
}
