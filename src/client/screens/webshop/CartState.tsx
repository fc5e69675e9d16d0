// A cart page without lines to show: nothing reserved, the hold run out, or the shop offline.
// Each says what happened and offers the programme, where tickets are chosen.
import type { Ref } from 'react';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { useT } from '../../i18n';

export function CartState({
  heading,
  text,
  locale,
  headingRef,
}: {
  heading: string;
  text: string;
  locale: Locale;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const t = useT();
  return (
    <section className="webshop-cart__state" aria-labelledby="webshop-cart-state">
      {/* tabIndex -1: the focus lands here when the last line was removed or the hold ran out. */}
      <h2 id="webshop-cart-state" ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <p>{text}</p>
      <a className="button" href={pathFor('events', locale)}>
        {t('webshop.toProgramme')}
      </a>
    </section>
  );
}
