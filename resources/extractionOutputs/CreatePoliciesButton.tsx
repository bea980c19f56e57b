import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import { useEffect, useState } from 'react';
import { Button, Confirm, useDataProvider, useGetList, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { MOST_CONVERSIONS_PER_PRESS } from './declaration';
import { sayRefusal } from './sayRefusal';

/** The documents 'Create policies' converts: read, and needing no review. */
const READY = { status: 'Success', needsReview: false };

/**
 * 'Create policies': a policy from every read document that needs no review, in one action, after
 * confirming how many; the ones the server refuses are marked for review and named with their reason.
 */
export function CreatePoliciesButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { total = 0, refetch } = useGetList('extractionOutputs', { filter: READY, pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' } });
  // Counted again whenever the list beside it changes (a document read, converted, deleted).
  const { data: listed } = useListContext();
  useEffect(() => {
    refetch();
  }, [listed, refetch]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function createPolicies() {
    setBusy(true);
    try {
      const { created, refused, stoppedEarly } = await dataProvider.createPoliciesFromExtractions();
      notify('resources.extractionOutputs.notifications.createdMany', { type: created ? 'success' : 'info', messageArgs: { smart_count: created } });
      if (stoppedEarly) notify('resources.extractionOutputs.notifications.convertFailed', { type: 'error' });
      if (refused.length) {
        const names = refused.map((refusal) => `${refusal.fileName} (${sayRefusal(translate, refusal)})`).join(', ');
        notify('resources.extractionOutputs.notifications.notCreated', { type: 'warning', messageArgs: { names }, multiLine: true, autoHideDuration: null });
      }
    } catch {
      notify('resources.extractionOutputs.notifications.convertFailed', { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
      refresh();
    }
  }

  return (
    <>
      <Button
        label={translate('resources.extractionOutputs.actions.createPolicies', { smart_count: total })}
        onClick={() => setConfirming(true)}
        disabled={!total || busy}
      >
        <PlaylistAddCheckIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="resources.extractionOutputs.actions.createPoliciesTitle"
        content={total > MOST_CONVERSIONS_PER_PRESS ? 'resources.extractionOutputs.actions.createPoliciesConfirmFirst' : 'resources.extractionOutputs.actions.createPoliciesConfirm'}
        translateOptions={{ smart_count: total, most: MOST_CONVERSIONS_PER_PRESS }}
        onConfirm={createPolicies}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
