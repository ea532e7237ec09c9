// Public surface of the trail feature: its section, which app/profile-page composes into the profile.
export { TrailSection } from './components/trail-section.tsx';
