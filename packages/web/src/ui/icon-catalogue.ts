import AcUnitIcon from '@mui/icons-material/AcUnit';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import AlarmIcon from '@mui/icons-material/Alarm';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ArticleIcon from '@mui/icons-material/Article';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import BadgeIcon from '@mui/icons-material/Badge';
import BarChartIcon from '@mui/icons-material/BarChart';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import BedIcon from '@mui/icons-material/Bed';
import BoltIcon from '@mui/icons-material/Bolt';
import BorderColorIcon from '@mui/icons-material/BorderColor';
import BrushIcon from '@mui/icons-material/Brush';
import BuildIcon from '@mui/icons-material/Build';
import BusinessIcon from '@mui/icons-material/Business';
import CakeIcon from '@mui/icons-material/Cake';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CameraAltIcon from '@mui/icons-material/CameraAlt';
import CancelIcon from '@mui/icons-material/Cancel';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CategoryIcon from '@mui/icons-material/Category';
import ChairIcon from '@mui/icons-material/Chair';
import ChatIcon from '@mui/icons-material/Chat';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import CloudIcon from '@mui/icons-material/Cloud';
import CoffeeIcon from '@mui/icons-material/Coffee';
import ConstructionIcon from '@mui/icons-material/Construction';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import DeskIcon from '@mui/icons-material/Desk';
import DesktopWindowsIcon from '@mui/icons-material/DesktopWindows';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import ElectricalServicesIcon from '@mui/icons-material/ElectricalServices';
import EmailIcon from '@mui/icons-material/Email';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EnergySavingsLeafIcon from '@mui/icons-material/EnergySavingsLeaf';
import EngineeringIcon from '@mui/icons-material/Engineering';
import ErrorIcon from '@mui/icons-material/Error';
import EuroIcon from '@mui/icons-material/Euro';
import EvStationIcon from '@mui/icons-material/EvStation';
import EventIcon from '@mui/icons-material/Event';
import ExploreIcon from '@mui/icons-material/Explore';
import FactoryIcon from '@mui/icons-material/Factory';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import FlagIcon from '@mui/icons-material/Flag';
import FlightIcon from '@mui/icons-material/Flight';
import FolderIcon from '@mui/icons-material/Folder';
import ForumIcon from '@mui/icons-material/Forum';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HandymanIcon from '@mui/icons-material/Handyman';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import HealingIcon from '@mui/icons-material/Healing';
import HelpIcon from '@mui/icons-material/Help';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import InventoryIcon from '@mui/icons-material/Inventory';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import KeyIcon from '@mui/icons-material/Key';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import KitchenIcon from '@mui/icons-material/Kitchen';
import LabelIcon from '@mui/icons-material/Label';
import LanguageIcon from '@mui/icons-material/Language';
import LaptopIcon from '@mui/icons-material/Laptop';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LinkIcon from '@mui/icons-material/Link';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalPizzaIcon from '@mui/icons-material/LocalPizza';
import LocalPoliceIcon from '@mui/icons-material/LocalPolice';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LocalTaxiIcon from '@mui/icons-material/LocalTaxi';
import LockIcon from '@mui/icons-material/Lock';
import MailIcon from '@mui/icons-material/Mail';
import MapIcon from '@mui/icons-material/Map';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MonitorIcon from '@mui/icons-material/Monitor';
import MouseIcon from '@mui/icons-material/Mouse';
import MovieIcon from '@mui/icons-material/Movie';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PaidIcon from '@mui/icons-material/Paid';
import PaletteIcon from '@mui/icons-material/Palette';
import ParkIcon from '@mui/icons-material/Park';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PetsIcon from '@mui/icons-material/Pets';
import PhoneIcon from '@mui/icons-material/Phone';
import PhotoIcon from '@mui/icons-material/Photo';
import PieChartIcon from '@mui/icons-material/PieChart';
import PlumbingIcon from '@mui/icons-material/Plumbing';
import PrintIcon from '@mui/icons-material/Print';
import PublicIcon from '@mui/icons-material/Public';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RecyclingIcon from '@mui/icons-material/Recycling';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import RoomIcon from '@mui/icons-material/Room';
import SavingsIcon from '@mui/icons-material/Savings';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SchoolIcon from '@mui/icons-material/School';
import SearchIcon from '@mui/icons-material/Search';
import SecurityIcon from '@mui/icons-material/Security';
import SellIcon from '@mui/icons-material/Sell';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import ShelvesIcon from '@mui/icons-material/Shelves';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import StarIcon from '@mui/icons-material/Star';
import StorageIcon from '@mui/icons-material/Storage';
import StoreIcon from '@mui/icons-material/Store';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import TimerIcon from '@mui/icons-material/Timer';
import TrainIcon from '@mui/icons-material/Train';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import UploadIcon from '@mui/icons-material/Upload';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import WarningIcon from '@mui/icons-material/Warning';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import WebIcon from '@mui/icons-material/Web';
import WifiIcon from '@mui/icons-material/Wifi';
import WorkIcon from '@mui/icons-material/Work';
import { foldForSearch } from '@ossature/contract';
import type { SvgIconComponent } from '@mui/icons-material';

/** One icon the picker offers: its Material name (what the field stores), its French label (what a search matches). */
export interface IconEntry {
  name: string;
  label: string;
  Icon: SvgIconComponent;
}

/**
 * The icons of the icon picker (SPEC §2), and those an icon field or an option may name: a curated list, each icon
 * imported on its own (the whole set weighs megabytes). Ordered by theme, as the picker shows them.
 */
export const ICONS: readonly IconEntry[] = [
  { name: 'room', label: 'Lieu', Icon: RoomIcon },
  { name: 'home', label: 'Maison', Icon: HomeIcon },
  { name: 'work', label: 'Travail', Icon: WorkIcon },
  { name: 'business', label: 'Entreprise', Icon: BusinessIcon },
  { name: 'apartment', label: 'Immeuble', Icon: ApartmentIcon },
  { name: 'factory', label: 'Usine', Icon: FactoryIcon },
  { name: 'warehouse', label: 'Entrepôt', Icon: WarehouseIcon },
  { name: 'store', label: 'Magasin', Icon: StoreIcon },
  { name: 'storefront', label: 'Boutique', Icon: StorefrontIcon },
  { name: 'shopping_cart', label: 'Panier', Icon: ShoppingCartIcon },
  { name: 'local_shipping', label: 'Camion de livraison', Icon: LocalShippingIcon },
  { name: 'directions_car', label: 'Voiture', Icon: DirectionsCarIcon },
  { name: 'local_taxi', label: 'Taxi', Icon: LocalTaxiIcon },
  { name: 'directions_bus', label: 'Bus', Icon: DirectionsBusIcon },
  { name: 'directions_bike', label: 'Vélo', Icon: DirectionsBikeIcon },
  { name: 'two_wheeler', label: 'Moto', Icon: TwoWheelerIcon },
  { name: 'train', label: 'Train', Icon: TrainIcon },
  { name: 'flight', label: 'Avion', Icon: FlightIcon },
  { name: 'local_gas_station', label: 'Station-service', Icon: LocalGasStationIcon },
  { name: 'ev_station', label: 'Borne de recharge', Icon: EvStationIcon },
  { name: 'agriculture', label: 'Tracteur', Icon: AgricultureIcon },
  { name: 'build', label: 'Clé à molette', Icon: BuildIcon },
  { name: 'handyman', label: 'Bricolage', Icon: HandymanIcon },
  { name: 'construction', label: 'Chantier', Icon: ConstructionIcon },
  { name: 'engineering', label: 'Ingénierie', Icon: EngineeringIcon },
  { name: 'plumbing', label: 'Plomberie', Icon: PlumbingIcon },
  { name: 'electrical_services', label: 'Électricité', Icon: ElectricalServicesIcon },
  { name: 'cleaning_services', label: 'Nettoyage', Icon: CleaningServicesIcon },
  { name: 'person', label: 'Personne', Icon: PersonIcon },
  { name: 'people', label: 'Personnes', Icon: PeopleIcon },
  { name: 'groups', label: 'Groupe', Icon: GroupsIcon },
  { name: 'badge', label: 'Badge', Icon: BadgeIcon },
  { name: 'support_agent', label: 'Support client', Icon: SupportAgentIcon },
  { name: 'handshake', label: 'Poignée de main', Icon: HandshakeIcon },
  { name: 'school', label: 'École', Icon: SchoolIcon },
  { name: 'menu_book', label: 'Livre', Icon: MenuBookIcon },
  { name: 'auto_stories', label: 'Lecture', Icon: AutoStoriesIcon },
  { name: 'library_books', label: 'Bibliothèque', Icon: LibraryBooksIcon },
  { name: 'article', label: 'Article', Icon: ArticleIcon },
  { name: 'description', label: 'Document', Icon: DescriptionIcon },
  { name: 'folder', label: 'Dossier', Icon: FolderIcon },
  { name: 'attach_file', label: 'Pièce jointe', Icon: AttachFileIcon },
  { name: 'inventory', label: 'Inventaire', Icon: InventoryIcon },
  { name: 'inventory_2', label: 'Carton', Icon: Inventory2Icon },
  { name: 'category', label: 'Catégorie', Icon: CategoryIcon },
  { name: 'label', label: 'Étiquette', Icon: LabelIcon },
  { name: 'local_offer', label: 'Promotion', Icon: LocalOfferIcon },
  { name: 'sell', label: 'Vente', Icon: SellIcon },
  { name: 'euro', label: 'Euro', Icon: EuroIcon },
  { name: 'paid', label: 'Payé', Icon: PaidIcon },
  { name: 'payments', label: 'Paiement', Icon: PaymentsIcon },
  { name: 'credit_card', label: 'Carte bancaire', Icon: CreditCardIcon },
  { name: 'account_balance', label: 'Banque', Icon: AccountBalanceIcon },
  { name: 'receipt_long', label: 'Facture', Icon: ReceiptLongIcon },
  { name: 'request_quote', label: 'Devis', Icon: RequestQuoteIcon },
  { name: 'savings', label: 'Épargne', Icon: SavingsIcon },
  { name: 'trending_up', label: 'Hausse', Icon: TrendingUpIcon },
  { name: 'trending_down', label: 'Baisse', Icon: TrendingDownIcon },
  { name: 'bar_chart', label: 'Graphique', Icon: BarChartIcon },
  { name: 'pie_chart', label: 'Camembert', Icon: PieChartIcon },
  { name: 'calendar_month', label: 'Calendrier', Icon: CalendarMonthIcon },
  { name: 'event', label: 'Événement', Icon: EventIcon },
  { name: 'schedule', label: 'Horloge', Icon: ScheduleIcon },
  { name: 'alarm', label: 'Alarme', Icon: AlarmIcon },
  { name: 'timer', label: 'Minuteur', Icon: TimerIcon },
  { name: 'history', label: 'Historique', Icon: HistoryIcon },
  { name: 'beach_access', label: 'Vacances', Icon: BeachAccessIcon },
  { name: 'mail', label: 'Courrier', Icon: MailIcon },
  { name: 'email', label: 'E-mail', Icon: EmailIcon },
  { name: 'send', label: 'Envoyer', Icon: SendIcon },
  { name: 'phone', label: 'Téléphone', Icon: PhoneIcon },
  { name: 'smartphone', label: 'Smartphone', Icon: SmartphoneIcon },
  { name: 'chat', label: 'Discussion', Icon: ChatIcon },
  { name: 'forum', label: 'Forum', Icon: ForumIcon },
  { name: 'notifications', label: 'Notifications', Icon: NotificationsIcon },
  { name: 'share', label: 'Partager', Icon: ShareIcon },
  { name: 'link', label: 'Lien', Icon: LinkIcon },
  { name: 'download', label: 'Télécharger', Icon: DownloadIcon },
  { name: 'upload', label: 'Téléverser', Icon: UploadIcon },
  { name: 'print', label: 'Imprimante', Icon: PrintIcon },
  { name: 'laptop', label: 'Ordinateur portable', Icon: LaptopIcon },
  { name: 'desktop_windows', label: 'Ordinateur de bureau', Icon: DesktopWindowsIcon },
  { name: 'monitor', label: 'Écran', Icon: MonitorIcon },
  { name: 'keyboard', label: 'Clavier', Icon: KeyboardIcon },
  { name: 'mouse', label: 'Souris', Icon: MouseIcon },
  { name: 'headphones', label: 'Casque audio', Icon: HeadphonesIcon },
  { name: 'camera_alt', label: 'Appareil photo', Icon: CameraAltIcon },
  { name: 'wifi', label: 'Wi-Fi', Icon: WifiIcon },
  { name: 'cloud', label: 'Nuage', Icon: CloudIcon },
  { name: 'storage', label: 'Stockage', Icon: StorageIcon },
  { name: 'web', label: 'Site web', Icon: WebIcon },
  { name: 'public', label: 'Monde', Icon: PublicIcon },
  { name: 'language', label: 'Langue', Icon: LanguageIcon },
  { name: 'map', label: 'Carte', Icon: MapIcon },
  { name: 'explore', label: 'Boussole', Icon: ExploreIcon },
  { name: 'settings', label: 'Paramètres', Icon: SettingsIcon },
  { name: 'lock', label: 'Cadenas', Icon: LockIcon },
  { name: 'key', label: 'Clé', Icon: KeyIcon },
  { name: 'security', label: 'Sécurité', Icon: SecurityIcon },
  { name: 'visibility', label: 'Œil', Icon: VisibilityIcon },
  { name: 'search', label: 'Loupe', Icon: SearchIcon },
  { name: 'edit', label: 'Crayon', Icon: EditIcon },
  { name: 'border_color', label: 'Surligneur', Icon: BorderColorIcon },
  { name: 'content_cut', label: 'Ciseaux', Icon: ContentCutIcon },
  { name: 'palette', label: 'Palette', Icon: PaletteIcon },
  { name: 'brush', label: 'Pinceau', Icon: BrushIcon },
  { name: 'chair', label: 'Chaise', Icon: ChairIcon },
  { name: 'desk', label: 'Bureau', Icon: DeskIcon },
  { name: 'shelves', label: 'Étagère', Icon: ShelvesIcon },
  { name: 'bed', label: 'Lit', Icon: BedIcon },
  { name: 'kitchen', label: 'Réfrigérateur', Icon: KitchenIcon },
  { name: 'coffee', label: 'Café', Icon: CoffeeIcon },
  { name: 'restaurant', label: 'Restaurant', Icon: RestaurantIcon },
  { name: 'local_pizza', label: 'Pizza', Icon: LocalPizzaIcon },
  { name: 'cake', label: 'Gâteau', Icon: CakeIcon },
  { name: 'local_hospital', label: 'Hôpital', Icon: LocalHospitalIcon },
  { name: 'medical_services', label: 'Soins médicaux', Icon: MedicalServicesIcon },
  { name: 'healing', label: 'Pansement', Icon: HealingIcon },
  { name: 'favorite', label: 'Cœur', Icon: FavoriteIcon },
  { name: 'star', label: 'Étoile', Icon: StarIcon },
  { name: 'thumb_up', label: 'Pouce levé', Icon: ThumbUpIcon },
  { name: 'thumb_down', label: 'Pouce baissé', Icon: ThumbDownIcon },
  { name: 'check_circle', label: 'Validé', Icon: CheckCircleIcon },
  { name: 'cancel', label: 'Annulé', Icon: CancelIcon },
  { name: 'error', label: 'Erreur', Icon: ErrorIcon },
  { name: 'warning', label: 'Avertissement', Icon: WarningIcon },
  { name: 'info', label: 'Information', Icon: InfoIcon },
  { name: 'help', label: 'Aide', Icon: HelpIcon },
  { name: 'flag', label: 'Drapeau', Icon: FlagIcon },
  { name: 'lightbulb', label: 'Ampoule', Icon: LightbulbIcon },
  { name: 'rocket_launch', label: 'Fusée', Icon: RocketLaunchIcon },
  { name: 'emoji_events', label: 'Trophée', Icon: EmojiEventsIcon },
  { name: 'card_giftcard', label: 'Cadeau', Icon: CardGiftcardIcon },
  { name: 'gavel', label: 'Marteau de justice', Icon: GavelIcon },
  { name: 'local_police', label: 'Police', Icon: LocalPoliceIcon },
  { name: 'local_fire_department', label: 'Pompiers', Icon: LocalFireDepartmentIcon },
  { name: 'bolt', label: 'Éclair', Icon: BoltIcon },
  { name: 'energy_savings_leaf', label: 'Feuille', Icon: EnergySavingsLeafIcon },
  { name: 'park', label: 'Arbre', Icon: ParkIcon },
  { name: 'water_drop', label: 'Goutte d\'eau', Icon: WaterDropIcon },
  { name: 'wb_sunny', label: 'Soleil', Icon: WbSunnyIcon },
  { name: 'ac_unit', label: 'Flocon', Icon: AcUnitIcon },
  { name: 'recycling', label: 'Recyclage', Icon: RecyclingIcon },
  { name: 'delete', label: 'Poubelle', Icon: DeleteIcon },
  { name: 'pets', label: 'Animaux', Icon: PetsIcon },
  { name: 'sports_soccer', label: 'Football', Icon: SportsSoccerIcon },
  { name: 'fitness_center', label: 'Musculation', Icon: FitnessCenterIcon },
  { name: 'music_note', label: 'Musique', Icon: MusicNoteIcon },
  { name: 'movie', label: 'Film', Icon: MovieIcon },
  { name: 'photo', label: 'Photo', Icon: PhotoIcon },
];

const byName = new Map(ICONS.map((entry) => [entry.name, entry]));

/** The icon of a Material name, when the catalogue has it. */
export const iconEntry = (name: unknown): IconEntry | undefined => (typeof name === 'string' ? byName.get(name) : undefined);

const foldedLabels = new Map(ICONS.map((entry) => [entry, foldForSearch(entry.label)]));

/** The icons whose French label holds the typed text, accents and case aside ('voiture' finds directions_car). */
export function searchIcons(text: string): readonly IconEntry[] {
  const wanted = foldForSearch(text.trim());
  return wanted === '' ? ICONS : ICONS.filter((entry) => foldedLabels.get(entry)!.includes(wanted));
}
