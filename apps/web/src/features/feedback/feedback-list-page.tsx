import type { FeedbackDto } from '@courtside/shared/schemas/feedback';
import { DataList, type DataListColumn } from '@/components/data-list';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format-date';
import { useFeedbackList } from './api';
import classes from './feedback-list.module.css';

export const NO_FEEDBACK_MESSAGE = 'No feedback yet.';
/** Shown for a message whose sender's email was never recorded. */
const UNKNOWN_SENDER = '–';

const columns: DataListColumn<FeedbackDto>[] = [
  { id: 'id', header: 'ID', cell: (item) => item.id, sortValue: (item) => item.id },
  {
    id: 'email',
    header: 'User Email',
    primary: true,
    cell: (item) => item.email ?? UNKNOWN_SENDER,
    sortValue: (item) => item.email,
  },
  { id: 'message', header: 'Message', cell: (item) => <span className={classes.message}>{item.message}</span> },
  { id: 'page', header: 'Page', cell: (item) => item.page_url, sortValue: (item) => item.page_url },
  {
    id: 'submitted',
    header: 'Submitted',
    cell: (item) => <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>,
    sortValue: (item) => Date.parse(item.created_at),
  },
];

/** The admins' Feedback list (accounts-and-admin section 2): newest first, as the API sends it. */
export function FeedbackListPage() {
  const feedback = useFeedbackList();
  return (
    <>
      <PageHeader title="User Feedback" description="What people told us about the app, newest first." />
      <DataList
        label="Feedback"
        query={feedback}
        columns={columns}
        rowKey={(item) => item.id}
        rowLabel={(item) => `Feedback ${item.id} from ${item.email ?? 'an unknown sender'}`}
        search={{ label: 'Search feedback', text: (item) => `${item.email ?? ''} ${item.message} ${item.page_url}` }}
        paginate
        emptyMessage={NO_FEEDBACK_MESSAGE}
        loadingLabel="Loading feedback..."
        errorTitle="Could not load the feedback"
      />
    </>
  );
}
