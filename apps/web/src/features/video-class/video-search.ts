// The side list's search (spec "Video page" and section 5): title, module number or description,
// case-insensitive. The module's own title counts too: the list is grouped by module. 'Module 3'
// matches in English, and also as the list shows it in the student's language (moduleLabel).
import type { TPaperVideo } from './hooks/use-paper-videos';

export function matchesVideoSearch(
  video: TPaperVideo,
  searchText: string,
  moduleLabel: (moduleNumber: number) => string = () => '',
): boolean {
  const query = searchText.trim().toLowerCase();
  if (!query) return true;
  const fields = [
    video.title,
    video.description,
    video.moduleTitle,
    `module ${video.moduleNumber}`,
    moduleLabel(video.moduleNumber),
  ];
  return fields.some((field) => field.toLowerCase().includes(query));
}
