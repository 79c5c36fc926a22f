import { useToast } from '../ui/Toast';
import { m } from '../../paraglide/messages';

/** Copies text to the clipboard and says so (or says why not, where the browser refuses). */
export function useCopyText(): (text: string) => Promise<void> {
  const toast = useToast();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show('success', m.security_copied());
    } catch {
      toast.show('error', m.error_internal());
    }
  };
}

/** Saves text as a .txt file the browser downloads. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
