import {
  Award,
  BadgeCheck,
  Calendar,
  CalendarCheck,
  CircleDollarSign,
  Clock,
  ClipboardCheck,
  ClipboardList,
  Ear,
  Eye,
  FileText,
  HandHeart,
  Handshake,
  Heart,
  HeartHandshake,
  HeartPulse,
  Home,
  Hospital,
  Infinity as InfinityIcon,
  type LucideIcon,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  Pill,
  Search,
  ShieldCheck,
  Smile,
  Sparkles,
  Star,
  Stethoscope,
  Users,
} from 'lucide-react';
import { createIcon, type IconProps } from './createIcon';

/**
 * The icons content may name (kebab-case lucide names). A static map keeps bundles small: only these are shipped.
 * An unknown name renders nothing rather than failing.
 */
export const icons = {
  award: Award,
  'badge-check': BadgeCheck,
  calendar: Calendar,
  'calendar-check': CalendarCheck,
  'circle-dollar-sign': CircleDollarSign,
  clock: Clock,
  'clipboard-check': ClipboardCheck,
  'clipboard-list': ClipboardList,
  ear: Ear,
  eye: Eye,
  'file-text': FileText,
  'hand-heart': HandHeart,
  handshake: Handshake,
  heart: Heart,
  'heart-handshake': HeartHandshake,
  'heart-pulse': HeartPulse,
  home: Home,
  hospital: Hospital,
  infinity: InfinityIcon,
  mail: Mail,
  'map-pin': MapPin,
  'message-circle': MessageCircle,
  phone: Phone,
  pill: Pill,
  search: Search,
  'shield-check': ShieldCheck,
  smile: Smile,
  sparkles: Sparkles,
  star: Star,
  stethoscope: Stethoscope,
  users: Users,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export type { IconProps };

/** A decorative icon (hidden from screen readers: the text next to it says what it means). */
export const Icon = /* @__PURE__ */ createIcon(icons);
