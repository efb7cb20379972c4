export default definePageConfig({
  navigationBarTitleText: '项目路演',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
