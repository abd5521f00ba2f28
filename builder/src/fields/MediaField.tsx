import { useState } from 'react';
import { ImageLibrary } from '../images/ImageLibrary';
import { thumbnailOf } from '../images/api';
import type { UploadFile } from '../store/slices/images';

/**
 * A single image: thumbnail, choose from (or upload to) the library, remove. The library opens as the
 * toolbar's Images dialog does, over the whole window: rendered into document.body through a portal,
 * since the field's column contains its layout and paint (a fixed dialog inside would be placed and
 * clipped by the column).
 */
export function MediaField({ id, value, onChange }: { id: string; value: unknown; onChange(file: UploadFile | null): void }) {
  const [open, setOpen] = useState(false);
  const file = value && typeof value === 'object' ? (value as UploadFile) : null;
  return (
    <div className="media-field" id={id}>
      {file ? <img src={thumbnailOf(file)} alt={file.alternativeText ?? ''} width={80} /> : <span className="hint">No image</span>}
      <button type="button" onClick={() => setOpen(true)} aria-describedby={`${id}-label`}>
        {file ? 'Change image' : 'Choose image'}
      </button>
      {file && (
        <button type="button" className="link danger" onClick={() => onChange(null)} aria-describedby={`${id}-label`}>
          Remove image
        </button>
      )}
      {/* A modal dialog (React Aria's) is placed at the end of the body, over the whole window. */}
      {open && (
        <ImageLibrary
          onClose={() => setOpen(false)}
          onPick={(picked) => {
            onChange(picked);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
