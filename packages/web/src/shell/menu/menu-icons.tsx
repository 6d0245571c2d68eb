import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Article from '@mui/icons-material/Article';
import Badge from '@mui/icons-material/Badge';
import BeachAccess from '@mui/icons-material/BeachAccess';
import Build from '@mui/icons-material/Build';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Category from '@mui/icons-material/Category';
import Description from '@mui/icons-material/Description';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import Event from '@mui/icons-material/Event';
import Folder from '@mui/icons-material/Folder';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Home from '@mui/icons-material/Home';
import Inventory from '@mui/icons-material/Inventory';
import People from '@mui/icons-material/People';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import ReportProblem from '@mui/icons-material/ReportProblem';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Schedule from '@mui/icons-material/Schedule';
import Settings from '@mui/icons-material/Settings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Storefront from '@mui/icons-material/Storefront';
import Tune from '@mui/icons-material/Tune';
import Web from '@mui/icons-material/Web';
import Work from '@mui/icons-material/Work';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * Menu icons by their Material name. An explicit list keeps the bundle small (importing every icon weighs
 * megabytes); an unknown name falls back to the entry's initials.
 */
const icons: Record<string, SvgIconComponent> = {
  admin_panel_settings: AdminPanelSettings,
  article: Article,
  badge: Badge,
  beach_access: BeachAccess,
  build: Build,
  calendar_month: CalendarMonth,
  category: Category,
  description: Description,
  directions_car: DirectionsCar,
  event: Event,
  folder: Folder,
  groups: Groups,
  history: History,
  hourglass_empty: HourglassEmpty,
  home: Home,
  inventory: Inventory,
  people: People,
  receipt_long: ReceiptLong,
  report_problem: ReportProblem,
  request_quote: RequestQuote,
  schedule: Schedule,
  settings: Settings,
  shopping_cart: ShoppingCart,
  storefront: Storefront,
  tune: Tune,
  web: Web,
  work: Work,
};

export const menuIcon = (name: string | undefined): SvgIconComponent | undefined => (name ? icons[name] : undefined);

const SMALL_WORDS = new Set(['à', 'au', 'aux', 'd', 'de', 'des', 'du', 'en', 'et', 'l', 'la', 'le', 'les', 'par', 'pour', 'sur']);

/** 'Ressources humaines' → 'RH'; 'Accueil' → 'AC'. Small words (de, des, la…) are skipped. */
export function initials(title: string): string {
  const words = title.split(/[\s'’-]+/).filter((word) => word && !SMALL_WORDS.has(word.toLowerCase()));
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  return title.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 2).toUpperCase();
}

/**
 * The accessible name of something showing only initials: 'Accueil, AC'. The name holds what is seen, so that a
 * person using speech control can say 'AC' (WCAG 2.5.3), and the full title, for a screen reader. Not in brackets:
 * a bracketed part of a name does not count as holding the visible text.
 */
export const labelWithInitials = (title: string): string => `${title}, ${initials(title)}`;
