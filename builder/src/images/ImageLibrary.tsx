import { useEffect, useRef, useState } from 'react';
import { useBuilder } from '../store/store';
import { deleteImage, listImages, thumbnailOf, uploadImage } from './api';
import { reportError } from '../app/report-error';
import type { UploadFile } from '../store/slices/images';
import { ConfirmDialog } from '../dashboard/ConfirmDialog';
import { ModalDialog } from '../app/ui/ModalDialog';

/** Upload (alt text required, with progress), list with thumbnails, delete, and pick for a media field. */
export function ImageLibrary({ onPick, onClose }: { onPick?(file: UploadFile): void; onClose(): void }) {
  const images = useBuilder((state) => state.images);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<UploadFile | null>(null);
  /** The list has been asked for once since the dialog opened (until then an empty list says nothing). */
  const [listed, setListed] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    listImages()
      .then(useBuilder.getState().setImages, (error) => reportError('Loading images', error))
      .finally(() => setListed(true));
  }, []);

  const upload = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file || !alt.trim()) return;
    setProgress(0);
    try {
      const uploaded = await uploadImage(file, alt.trim(), setProgress);
      useBuilder.getState().addImages([uploaded]);
      useBuilder.getState().showAlert('success', `Uploaded ${uploaded.name}`);
      setFile(null);
      setAlt('');
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      reportError(`Uploading ${file.name}`, error);
    } finally {
      setProgress(null);
    }
  };

  const remove = async (image: UploadFile) => {
    setToDelete(null);
    try {
      await deleteImage(image.id);
      useBuilder.getState().removeImage(image.id);
      useBuilder.getState().showAlert('success', `Deleted ${image.name}`);
    } catch (error) {
      reportError(`Deleting ${image.name}`, error);
    }
  };

  return (
    <ModalDialog title={onPick ? 'Choose an image' : 'Images'} onClose={onClose} className="wide">
      <form className="upload" onSubmit={upload}>
        <label htmlFor="upload-file">Image file</label>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's first control takes the focus when it opens */}
        <input id="upload-file" ref={fileInput} autoFocus type="file" accept="image/*" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        <label htmlFor="upload-alt">Alternative text (describe the image for people who cannot see it)</label>
        <input id="upload-alt" value={alt} onChange={(event) => setAlt(event.target.value)} required aria-required="true" />
        <button type="submit" className="primary" disabled={!file || !alt.trim() || progress !== null}>
          Upload
        </button>
        {progress !== null && (
          <progress max={1} value={progress} aria-label="Upload progress">
            {Math.round(progress * 100)}%
          </progress>
        )}
      </form>
      <ul className="image-grid">
        {images.map((image) => (
          <li key={image.id}>
            <img src={thumbnailOf(image)} alt={image.alternativeText ?? ''} loading="lazy" />
            <span className="image-name">{image.name}</span>
            {!image.alternativeText && <span className="field-error">No alt text</span>}
            <div className="image-actions">
              {onPick && (
                <button type="button" className="primary" onClick={() => onPick(image)}>
                  Use<span className="sr-only"> {image.name}</span>
                </button>
              )}
              <button type="button" className="danger" onClick={() => setToDelete(image)}>
                Delete<span className="sr-only"> {image.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {images.length === 0 &&
        (listed ? (
          <p className="empty">No images yet.</p>
        ) : (
          <p className="empty" role="status">
            Loading images…
          </p>
        ))}
      {toDelete && (
        <ConfirmDialog
          title={`Delete ${toDelete.name}?`}
          message="The image is removed from the CMS; pages that use it lose it."
          confirmLabel="Delete image"
          onConfirm={() => void remove(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </ModalDialog>
  );
}
