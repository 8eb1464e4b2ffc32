import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { BrandLogo } from '../ui/brand-logo';
import { DemoBannerSlot } from '../ui/demo-banner';
import { LanguageSelect } from '../ui/language-select';
import { StagingBannerSlot } from '../ui/staging-banner-slot';
import { RoutedContent } from './routed-content';

/** Layout of the public pages (login, signup, portal, status pages): no menus, centred content. */
export function CleanLayout() {
  const { t } = useTranslation('common');
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <StagingBannerSlot />
      <DemoBannerSlot />
      <Box component="header" bg="white" px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" wrap="nowrap" maw={1100} mx="auto">
          <Anchor component={Link} to={paths.root} underline="never" aria-label={t('homeLink')}>
            <BrandLogo />
          </Anchor>
          <LanguageSelect compact />
        </Group>
      </Box>
      <Container component="main" id="main-content" size="md" py="xl" px="md" w="100%" style={{ flex: 1 }}>
        <RoutedContent />
      </Container>
      <Box component="footer" py="md" ta="center">
        <Text size="xs" c="dimmed">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Box>
    </Box>
  );
}
