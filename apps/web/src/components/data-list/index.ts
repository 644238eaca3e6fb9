/**
 * The one list pattern for admin pages. A page describes its columns and row actions; DataList draws a table
 * from 768 px and a card per row below, with loading, empty and error states:
 *
 *   <DataList
 *     label="Users"
 *     query={useAllUsers()}
 *     columns={[{ id: 'email', header: 'Email', primary: true, cell: (u) => u.email, sortValue: (u) => u.email }]}
 *     rowKey={(u) => u.id}
 *     rowLabel={(u) => u.email}
 *     actions={[{ label: 'Delete', color: 'red', onClick: confirmDelete, isDisabled: (u) => isOwner(u) }]}
 *     search={{ label: 'Search by email', text: (u) => u.email }}
 *     paginate
 *     emptyMessage="No users found."
 *   />
 *
 * Actions that cannot be taken back ask first with confirmRowAction.
 */
export { confirmRowAction, type RowActionConfirmation } from './confirm-row-action';
export { DataList, type DataListProps } from './data-list';
export type { CardHeadingOrder, DataListColumn, DataListQuery, RowAction, SortValue } from './types';
