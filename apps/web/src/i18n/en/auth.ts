export default {
  title: '',
};
