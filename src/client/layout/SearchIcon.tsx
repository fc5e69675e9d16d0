// The magnifier of the header's search toggle and of the search form's submit button.
export function SearchIcon() {
  return (
    <svg className="search-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.25" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
    </svg>
  );
}
