import { PACKAGE_TYPE_NAMES, PackageType } from '@shanlian/contract/browser';
import { Link } from 'react-router';
import { storeText } from '../../../../lib/text';
import './meal-banner.css';

const LINKS = [
  { key: 'all', label: storeText.allMeals, to: '/eshop/store/nutritiondisplaymore' },
  ...Object.values(PackageType).map((t) => ({ key: String(t), label: PACKAGE_TYPE_NAMES[t] ?? '', to: `/eshop/store/nutritiondisplay/${t}` })),
];

/** The green heading band of the nutrition pages, with links to each package type and to all meals. */
export function MealBanner({ title, sub, active }: { title: string; sub: string; active?: string }) {
  return (
    <div className="store-meal-banner">
      <div>
        <h1>{title}</h1>
        <p>{sub}</p>
      </div>
      <nav className="store-meal-links">
        {LINKS.map((l) => (
          <Link key={l.key} to={l.to} className={l.key === active ? 'active' : ''}>
            {l.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
