export default definePageConfig({
  navigationBarTitleText: '展区导航',
})
