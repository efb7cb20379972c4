export default definePageConfig({
  navigationBarTitleText: '政策法规',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
