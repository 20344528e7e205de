import { Stack, Typography } from '@mui/material';
import { usePageTitle } from '../../../../lib/page-title';
import { GallerySection } from '../sections/gallery-section';
import { GALLERY_SECTIONS } from '../sections';

/** /dev/ui: every piece of the interface kit with realistic data (development builds only). */
export default function UiGalleryPage() {
  usePageTitle('Interface kit');
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Interface kit
      </Typography>
      {GALLERY_SECTIONS.map(({ id, title, Section }) => (
        <GallerySection key={id} id={id} title={title}>
          <Section />
        </GallerySection>
      ))}
    </Stack>
  );
}
