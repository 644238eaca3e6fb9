import { notifyError, notifySuccess } from './notify';

/** Copies text and reports the outcome with the spec's messages. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
    notifySuccess('Copied to clipboard!');
    return true;
  } catch (error) {
    console.error('Copy to clipboard failed', error);
    notifyError('Failed to copy to clipboard');
    return false;
  }
}
