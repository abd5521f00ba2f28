'use client';
import { useState } from 'react';
import styles from './youtube.module.css';

const VIDEO_CODE = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * YouTube in privacy-enhanced mode (youtube-nocookie.com), loaded only when the visitor asks for it:
 * no third-party request before the click. Without JavaScript the button is a link to the video.
 * `title` names the frame, `playLabel` the button (both in the page's language).
 */
export function YouTubeEmbed({ code, title, playLabel }: { code: string; title: string; playLabel: string }) {
  const [playing, setPlaying] = useState(false);
  if (!VIDEO_CODE.test(code)) return null;
  if (playing) {
    return (
      <div className={styles.video}>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${code}?autoplay=1`}
          title={title}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className={styles.video}>
      <a
        className={styles.play}
        href={`https://www.youtube-nocookie.com/embed/${code}`}
        onClick={(event) => {
          event.preventDefault();
          setPlaying(true);
        }}
      >
        <span aria-hidden="true" className={styles.icon}>
          ▶
        </span>
        <span>{playLabel}</span>
      </a>
    </div>
  );
}
