// The privacy-enhanced YouTube embed. The CSP allows frames from www.youtube-nocookie.com only.
import { useLingui } from '@lingui/react/macro';
import { youTubeEmbedUrl } from '@padanam/contract';

export function YouTubePlayer({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useLingui();
  return (
    <iframe
      className="video-stage__frame"
      src={youTubeEmbedUrl(videoId)}
      title={t`${title} (YouTube video player)`}
      // Only what a lecture needs: protected playback, picture-in-picture and full screen.
      allow="encrypted-media; picture-in-picture; fullscreen"
      // YouTube refuses embeds that send no referrer; this sends our origin only.
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
