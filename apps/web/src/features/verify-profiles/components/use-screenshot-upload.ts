import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { otherwise, useErrorText } from '../../../lib/error-text';
import { imageFileProblem } from '../../../lib/image-file';
import { useUploadScreenshot } from '../api/upload-screenshot';

/**
 * A screenshot replacement (spec 000 §4): no file, then a chosen file with its preview, then
 * uploading, then done (the row shows the new file) or cancelled. A refused file raises an
 * alert and clears the file input; a good file clears that alert again (null); a failed
 * upload raises 'Upload fehlgeschlagen: …'.
 */
export function useScreenshotUpload(profileId: string, onAlert: (message: string | null) => void) {
  const { t } = useTranslation('verifyProfiles');
  const errorText = useErrorText();
  const upload = useUploadScreenshot();
  const [file, setFile] = useState<File | null>(null);
  const resetRef = useRef<() => void>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);

  // The preview's object URL is released when it is replaced, cancelled or the view closes.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const clear = () => {
    setFile(null);
    resetRef.current?.();
  };

  const choose = (picked: File | null) => {
    if (!picked) return;
    const problem = imageFileProblem(picked);
    if (problem) {
      clear();
      onAlert(t(problem === 'type' ? 'alerts.type' : 'alerts.size'));
      return;
    }
    // The refusal of an earlier file no longer applies (issue 8 §5: the 8 MB alert stayed).
    onAlert(null);
    upload.reset();
    setFile(picked);
  };

  const send = () => {
    if (!file) return;
    upload.mutate(
      { id: profileId, file },
      {
        onSuccess: clear,
        onError: (err) => {
          clear();
          onAlert(
            t('alerts.uploadFailed', {
              // The spec's 'Unbekannter Fehler' when the server said nothing.
              message: errorText(err, otherwise('verifyProfiles:alerts.unknown')),
            }),
          );
        },
      },
    );
  };

  return { file, preview, resetRef, choose, cancel: clear, send, uploading: upload.isPending };
}
