export default definePageConfig({
  navigationBarTitleText: 'VIP路演视频',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
