import type { ReactNode } from 'react';
import logo from '../../assets/logo.svg';

/** The frame of the pages a visitor sees without the signed-in shell. */
export function PublicPage({
  productName,
  children,
}: {
  productName: string;
  children: ReactNode;
}) {
  return (
    <div className="public-page">
      <main className="public-page__card" id="main">
        <div className="public-page__brand">
          <img src={logo} alt="" width="32" height="32" />
          <span>{productName}</span>
        </div>
        {children}
      </main>
    </div>
  );
}
