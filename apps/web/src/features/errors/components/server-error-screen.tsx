import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError, useSearchParams } from 'react-router';
import { ErrorPage } from './error-page';

const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The 500 page, also the router's error element. Whatever failed, the user sees only the spec's
 * text, never the error itself (React Router logs it to the console). When a screen crashed,
 * reloading the same address often helps, so that case offers it; the /500 route does not.
 * When the failure was an API call (or `/500?ref=<id>`), the request id is shown so the user
 * can quote it; the server logs every line of that request with the same id.
 */
export function ServerErrorScreen() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  const crashed = error != null;
  // A failed API call names its request id (ApiError.requestId); `?ref=` carries one to /500.
  const fromError =
    typeof error === 'object' && error !== null && 'requestId' in error
      ? (error as { requestId?: unknown }).requestId
      : undefined;
  const [params] = useSearchParams();
  const candidate = typeof fromError === 'string' ? fromError : params.get('ref');
  // Only the server's id shape (a UUID): a link cannot make this page say anything else.
  const requestId = candidate && REQUEST_ID.test(candidate) ? candidate : undefined;
  return (
    <ErrorPage
      code={t('serverError.code')}
      title={t('serverError.title')}
      message={t('serverError.message')}
    >
      {requestId && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('serverError.reference', { requestId })}
        </Text>
      )}
      {crashed && (
        <Button
          variant="default"
          onClick={() => window.location.reload()}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('serverError.reload')}
        </Button>
      )}
    </ErrorPage>
  );
}
