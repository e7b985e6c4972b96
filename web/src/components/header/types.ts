export interface HeaderLink {
  label: string;
  href: string;
}
