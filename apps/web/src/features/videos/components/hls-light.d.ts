// hls.js ships no types for its light build (no subtitles, alternate audio or DRM: we use none of them);
// its API is the full build's.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
