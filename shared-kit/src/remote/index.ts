export { createRemoteLifecycles, type RemoteMountProps } from './create-remote-lifecycles';
export { RemoteProviders } from './remote-providers';
export { mountStandalone } from './mount-standalone';
export { RemoteLink } from './remote-link';
export { RenderInSlices } from './render-in-slices';
