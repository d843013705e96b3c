import { useTranslation } from 'react-i18next';
// The 404 page searches the same menu as the navbar (spec 000 §2.14 shows a search box there).
import { MenuSearch } from '../../../components/menu-search/menu-search';
import { ErrorPage } from './error-page';

export function NotFoundScreen() {
  const { t } = useTranslation('errors');
  return (
    <ErrorPage
      code={t('notFound.code')}
      title={t('notFound.title')}
      message={t('notFound.message')}
    >
      <MenuSearch label={t('notFound.searchLabel')} placeholder={t('notFound.searchPlaceholder')} />
    </ErrorPage>
  );
}
