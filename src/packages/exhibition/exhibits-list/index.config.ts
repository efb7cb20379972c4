export default definePageConfig({
  navigationBarTitleText: '展品',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
